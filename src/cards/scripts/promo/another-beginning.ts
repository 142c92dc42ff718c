import { cardScript } from '../../define.js';

export default cardScript('another-beginning', {
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { supertype: 'REGALIA' }, memoryCost: 0 }],
});
