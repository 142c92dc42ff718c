import { classBonus, cardScript, draw, onDeath, staticAbility, triggered } from '../../define.js';

export default cardScript('magus-disciple', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }),
    triggered(onDeath(), [draw(1)], { condition: classBonus() }),
  ],
});
