import { createRoot } from 'react-dom/client';
import Standalone from './standalone';

createRoot(document.getElementById('root') as HTMLElement).render(<Standalone />);
