import type { Ability, Condition, WatchedEvent } from '../../vocabulary.js';
import { cardScript, dealUnpreventableDamage, not, whenever, yourChampion } from '../../define.js';

// Inherited: playing (activating or materializing) an advanced element card while no Curse card is in
// the lineage deals 7 unpreventable damage to the champion.
const noCurse: Condition = not({ kind: 'innerLineageHas', filter: { subtype: 'CURSE' } });
const onPlay = (event: WatchedEvent): Ability => ({
  kind: 'triggered',
  trigger: whenever(event, { who: 'you', advancedElement: true }),
  condition: noCurse,
  effects: [dealUnpreventableDamage(yourChampion(), 7)],
  inherited: true,
});

export default cardScript('alice-phantom-monarch', { abilities: [onPlay('activates'), onPlay('materializes')] });
