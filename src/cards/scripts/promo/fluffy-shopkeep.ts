import { cardScript, drawIntoMemory, may, onEnter, triggered } from '../../define.js';

export default cardScript('fluffy-shopkeep', {
  keywords: ['intercept'],
  abilities: [triggered(onEnter(), [may({ op: 'banishOwnMaterialCards', count: 2, then: [drawIntoMemory(1)] })])],
});
