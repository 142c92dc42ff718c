import { allOf, cardScript, classBonus, drawIntoMemory, may, triggered } from '../../define.js';

export default cardScript('peacock-of-prosperity', {
  abilities: [triggered({ on: 'revealedFromMemory' }, [may({ op: 'memoryCardToField', name: 'Peacock of Prosperity', then: [drawIntoMemory(1)] })],
    { condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }) })],
});
