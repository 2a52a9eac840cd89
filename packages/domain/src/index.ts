export * from './auth/auth.schema';
export * from './common/id';
export * from './common/messages';
export * from './common/text';
export * from './users/user.schema';
