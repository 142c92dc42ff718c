import { cardScript, destroy, draw, ifThen, levelRestriction, staticAbility, target } from '../../define.js';

export default cardScript('expel-the-departed', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
  targets: [{ kind: 'phantasia', optional: true }],
  onResolve: [destroy(target(0)), ifThen({ kind: 'controlsCount', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, min: 2 }, [draw(1)])],
});
