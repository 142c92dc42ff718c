import { activated, banishSelf, cardScript, classBonus, drawIntoMemory, levelRestriction, onEnter, triggered } from '../../define.js';

export default cardScript('fan-of-insight', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)], { condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] } }),
    activated([banishSelf()], [{ op: 'returnFromMemory', count: 1 }]),
  ],
});
