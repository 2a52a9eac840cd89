// The board's to-dos and reminders: each a link to where it is dealt with, with its type's icon,
// a title translated from its kind and count (i18next plurals), what to do, and its priority;
// most urgent first.
import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { TDashboardTodo, TTodoPriority } from '@pawdesk/domain/dashboard/dashboard.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../app/blocks/section-card';
import { StatusBadge } from '../../app/blocks/status-badge';
import { prefetchScreen } from '../../app/prefetch';
import { RouterLink } from '../../app/router-link';
import { SectionIcon } from '../../app/section-icons';
import { useNumberFormat } from '../../lib/number-format';
import { sortTodos } from './board';

const PRIORITY_PALETTE: Record<TTodoPriority, string> = { high: 'red', medium: 'orange' };

export function TodoList({ todos }: { todos: readonly TDashboardTodo[] }) {
  const { t } = useTranslation('dashboard');
  const fmt = useNumberFormat();
  return (
    <SectionCard title={t('dashboard:todos.title')} testId="board-todos">
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} gap="2">
        {sortTodos(todos).map((todo) => (
          <Box
            as="li"
            key={todo.id}
            data-testid="todo-item"
            data-kind={todo.kind}
            data-priority={todo.priority}
          >
            <RouterLink
              href={todo.link}
              onPointerEnter={() => prefetchScreen(todo.link)}
              onFocus={() => prefetchScreen(todo.link)}
              display="flex"
              alignItems="flex-start"
              gap="3"
              h="full"
              minH="14"
              p="3"
              borderWidth="1px"
              borderColor={todo.priority === 'high' ? 'red.muted' : 'border'}
              borderRadius="l2"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            >
              <Flex
                color="brand.fg"
                bg="brand.subtle"
                borderRadius="l2"
                boxSize="9"
                flexShrink={0}
                align="center"
                justify="center"
                data-testid="todo-icon"
                data-type={todo.type}
              >
                <SectionIcon section={todo.type} size={20} />
              </Flex>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" lineHeight="1.4" wordBreak="break-word">
                  {t(`dashboard:todo.${todo.kind}`, {
                    count: todo.count,
                    n: fmt.number(todo.count, 0),
                    user: todo.subject ?? '',
                  })}
                </Text>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {t(`dashboard:todo.${todo.kind}.text`)}
                </Text>
                <StatusBadge
                  status={todo.priority}
                  palette={PRIORITY_PALETTE}
                  mt="1.5"
                  data-testid="todo-priority"
                >
                  {t(`dashboard:priority.${todo.priority}`)}
                </StatusBadge>
              </Box>
            </RouterLink>
          </Box>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
