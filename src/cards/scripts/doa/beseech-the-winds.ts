import { cardScript } from '../../define.js';

export default cardScript('beseech-the-winds', { onResolve: [{ op: 'materializeFromMaterialDeck', filter: {} }] });
