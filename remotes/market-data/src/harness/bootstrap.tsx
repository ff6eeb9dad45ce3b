import { HarnessApp } from '@flowdeck/dev-harness';
import { createRoot } from 'react-dom/client';
import remote from '../remote';

const container = document.getElementById('root');
if (container) createRoot(container).render(<HarnessApp remote={remote} />);
