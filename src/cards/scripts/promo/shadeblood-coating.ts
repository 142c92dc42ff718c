import { activated, banishSelf, becomes, cardScript, onHit, putCounters, target, targetUnit, triggered, yourChampion } from '../../define.js';

const coated = () => becomes(target(0), [{ kind: 'gainAbility', ability: triggered(onHit(), [putCounters(yourChampion(), 'preparation', 1)]) }], 'untilEndOfTurn');
const upTo = () => targetUnit({ controller: 'you', optional: true });

export default cardScript('shadeblood-coating', {
  abilities: [
    activated([banishSelf()], [0, 1, 2].map((i) => ({ ...coated(), subject: target(i) })), { targets: [upTo(), upTo(), upTo()] }),
  ],
});
