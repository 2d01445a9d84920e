export * from './catalog';
export * from './search';
export * from './catalog-version';
export * from './people';
export * from './auth';
export * from './orders';
export * from './messages';
export * from './relations';
