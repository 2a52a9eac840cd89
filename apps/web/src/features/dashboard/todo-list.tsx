// The board's to-dos and reminders: each a link to where it is dealt with, with its type's icon,
// a title translated from its kind and count (i18next plurals) with its priority beside it, and
// what to do; most urgent first. Compact (three a row on a desk), so the desk's lists below it
// still start within the screen.
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
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, lg: 3 }} gap="2">
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
              gap="2.5"
              h="full"
              minH="11"
              px="2.5"
              py="2"
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
                boxSize="7"
                flexShrink={0}
                align="center"
                justify="center"
                data-testid="todo-icon"
                data-type={todo.type}
              >
                <SectionIcon section={todo.type} size={16} />
              </Flex>
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="semibold" lineHeight="1.5" wordBreak="break-word">
                  {t(`dashboard:todo.${todo.kind}`, {
                    count: todo.count,
                    n: fmt.number(todo.count, 0),
                    user: todo.subject ?? '',
                  })}{' '}
                  <StatusBadge
                    status={todo.priority}
                    palette={PRIORITY_PALETTE}
                    verticalAlign="text-bottom"
                    data-testid="todo-priority"
                  >
                    {t(`dashboard:priority.${todo.priority}`)}
                  </StatusBadge>
                </Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                  {t(`dashboard:todo.${todo.kind}.text`)}
                </Text>
              </Box>
            </RouterLink>
          </Box>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
