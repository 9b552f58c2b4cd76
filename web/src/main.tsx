import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/index.css';
import './styles/security.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(<App />);
