export * from '#calendar';
export * from '#session';
export * from '#market-status';
