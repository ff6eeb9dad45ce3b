export * from '#black-scholes';
export * from '#implied-volatility';
export * from '#normal';
export * from '#strategy';
export * from '#time';
export * from '#flow';
export * from '#gex';
