import { activated, banishSelf, cardScript, classBonus, draw, staticAbility } from '../../define.js';

export default cardScript('tome-of-ignorance', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'opponentsChampions', stat: 'level', amount: -1 }, classBonus()),
    activated([banishSelf()], [draw(1)]),
  ],
});
