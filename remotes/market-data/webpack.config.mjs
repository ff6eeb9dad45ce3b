// @ts-check
import { remoteWebpackConfig } from '@flowdeck/mf-config';

export default remoteWebpackConfig(import.meta.url, { id: 'market-data', port: 3001 });
