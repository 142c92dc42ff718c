import { cardScript } from '../../define.js';

// Any card, a champion card too (a level up); the search may fail to find (ruling).
export default cardScript('beseech-the-winds', {
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: {}, champions: true }],
});
