import { activated, cardScript, classBonus, drawIntoMemory, empower, levelRestriction, onEnter, restSelf, triggered } from '../../define.js';

export default cardScript('tome-of-sorcery', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)], { condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] } }),
    activated([restSelf()], [empower(1)]),
  ],
});
