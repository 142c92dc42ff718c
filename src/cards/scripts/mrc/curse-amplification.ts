import { atBeginningOfYourRecollection, cardScript, ifThen, recover, self, staticAbility, triggered } from '../../define.js';

// Diana: 3 less. Recover 4 with 20 or more damage on your champion. From now on, every Curse card in any lineage gives
// its champion a recollection phase trigger dealing it 1 unpreventable damage.
export default cardScript('curse-amplification', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, { kind: 'championBonus', name: 'Diana' })],
  onResolve: [
    ifThen({ kind: 'damage', min: 20 }, [recover(4)]),
    { op: 'grantLineageCards', filter: { subtype: 'CURSE' }, ability: { ...triggered(atBeginningOfYourRecollection(), [{ op: 'dealDamage', to: self(), amount: 1, unpreventable: true }]), inherited: true } },
  ],
});
