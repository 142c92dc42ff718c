import { cardScript, classBonus, draw, ifThen, loadInto, may, staticAbility } from '../../define.js';

export default cardScript('constellations-blessing', {
  onResolve: [ifThen(classBonus(), [draw(1), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))])],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'aethercalling' }, { kind: 'elementBonus', element: 'ASTRA' })],
});
