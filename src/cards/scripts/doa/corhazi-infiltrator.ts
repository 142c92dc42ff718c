import { allOf, cardScript, classBonus, may, triggered } from '../../define.js';

export default cardScript('corhazi-infiltrator', {
  keywords: ['stealth'],
  abilities: [triggered({ on: 'revealedFromMemory' }, [may({ op: 'memoryCardToField', name: 'Corhazi Infiltrator' })], { condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }) })],
});
