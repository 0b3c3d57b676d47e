export * from './accounts';
export * from './sessions';
export * from './idempotency';
export * from './audit';
export * from './files';
export * from './users';
export * from './credit';
