import { cardScript } from '../../define.js';

export default cardScript('halcyon-animus', {
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { supertype: 'REGALIA' }, orBanishment: true }],
});
