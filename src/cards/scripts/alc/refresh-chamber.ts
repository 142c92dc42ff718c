import { cardScript } from '../../define.js';

export default cardScript('refresh-chamber', {
  onResolve: [
    { op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } },
    { op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1, then: [{ op: 'resolvingCardToMemory' }] },
  ],
});
