import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

// "Reserve cost 3 or less": no memory cost can match (-1), so only the reserve cost counts.
export default cardScript('incinerated-templar', {
  abilities: [triggered(onEnter(), [{ op: 'graveyardToField', card: { target: 0 }, ephemeral: true, sacrificeAtYourNextEndPhase: true }], {
    condition: classBonus(),
    targets: [{ kind: 'graveyardCard', cardType: 'ALLY', subtype: 'SPECTER', controller: 'you', costAtMost: { memory: -1, reserve: 3 } }],
  })],
});
