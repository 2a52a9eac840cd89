import { ZLoginInput, ZLoginResult, ZSessionUser } from '@pawdesk/domain';
import { protectedProcedure, publicProcedure, router } from '../../trpc/trpc';
import { login } from './auth.service';

export const authRouter = router({
  login: publicProcedure
    .input(ZLoginInput)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => login(ctx.deps.auth, input, ctx.ip)),
  me: protectedProcedure.output(ZSessionUser).query(({ ctx }) => ctx.user),
});
