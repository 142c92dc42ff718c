import { activated, banishSelf, classBonus, cardScript, draw, staticAbility } from '../../define.js';

export default cardScript('tome-of-knowledge', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, classBonus()),
    activated([banishSelf()], [draw(1)]),
  ],
});
