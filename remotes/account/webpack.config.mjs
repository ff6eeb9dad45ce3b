// @ts-check
import { remoteWebpackConfig } from '@flowdeck/mf-config';

export default remoteWebpackConfig(import.meta.url, { id: 'account', port: 3004 });
