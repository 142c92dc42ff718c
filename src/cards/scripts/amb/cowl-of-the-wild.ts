import { cardScript, staticAbility } from '../../define.js';

export default cardScript('cowl-of-the-wild', {
  abilities: [
    staticAbility(
      { kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 },
      { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'TAMER', notSubtype: 'HUMAN' }, min: 1 },
    ),
  ],
});
