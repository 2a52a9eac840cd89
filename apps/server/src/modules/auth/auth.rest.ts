import { ZLoginInput, ZLoginResult } from '@pawdesk/domain';
import { defineRoute } from '../../rest/route';
import { login } from './auth.service';

export const authRestRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/login',
    summary: 'Log in; answers a token and the user',
    tags: ['Auth'],
    auth: false,
    body: ZLoginInput,
    response: { status: 200, description: 'Logged in', schema: ZLoginResult },
    errors: [
      { status: 401, description: 'Wrong username or password (the same message whichever part was wrong)' },
      429,
    ],
    handler: ({ deps, body, req }) => login(deps.auth, body, req.ip),
  }),
];
