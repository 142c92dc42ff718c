import { becomes, cardScript, staticAbility, target } from '../../define.js';

export default cardScript('surge-protector', {
  targets: [{ kind: 'item', subtype: 'SHIELD', controller: 'you' }],
  onResolve: [
    becomes(target(0), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 'all', sacrificeSelf: true }) }], 'untilEndOfTurn'),
  ],
});
