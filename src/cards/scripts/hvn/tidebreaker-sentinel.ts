import { cardScript, classBonus, fostered, mill, onFoster, staticAbility, triggered } from '../../define.js';

export default cardScript('tidebreaker-sentinel', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'foster' }, classBonus()),
    triggered(onFoster(), [mill(3, 'you')]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, fostered()),
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, fostered()),
  ],
});
