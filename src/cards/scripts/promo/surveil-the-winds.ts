import { classBonus, cardScript, draw, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('surveil-the-winds', { onResolve: [draw(1), putCounters(yourChampion(), 'preparation', 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())] });
