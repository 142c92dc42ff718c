import { cardScript, classBonus, ifThen, loadInto, may, staticAbility } from '../../define.js';

export default cardScript('sidereal-spellshot', {
  onResolve: [ifThen(classBonus(), [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'glimpse', count: 0 } }, may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))])],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'aethercalling' }, { kind: 'elementBonus', element: 'ASTRA' })],
});
