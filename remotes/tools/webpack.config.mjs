// @ts-check
import { remoteWebpackConfig } from '@flowdeck/mf-config';

export default remoteWebpackConfig(import.meta.url, { id: 'tools', port: 3003 });
