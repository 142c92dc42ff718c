import { cardScript, ifThen, modifyLife, target, targetAlly } from '../../define.js';

const animalOrBeast = ['ANIMAL', 'BEAST'];

export default cardScript('anthem-of-vitality', {
  targets: [targetAlly({ anySubtype: animalOrBeast })],
  onResolve: [
    modifyLife(target(0), 3),
    { op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
    // Harmonize: a Melody card activated this turn; the ally is chosen as it resolves.
    ifThen({ kind: 'activatedThisTurn', subtype: 'MELODY' }, [{ op: 'countersOnChosen', filter: { type: 'ALLY', anySubtype: animalOrBeast }, counter: 'buff', count: 2 }]),
  ],
});
