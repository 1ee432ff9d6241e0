import DefaultTheme from 'vitepress/theme';
import './wide-pages.css';

export default DefaultTheme;
