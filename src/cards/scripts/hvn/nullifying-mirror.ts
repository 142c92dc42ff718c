import { activated, cardScript, objectSet, restSelf, setElement, targetPlayer } from '../../define.js';

// The set is fixed to the targeted opponent's memory as the effect begins (effects/continuous.ts, cardSetFor).
export default cardScript('nullifying-mirror', {
  abilities: [
    activated([restSelf()], [
      { op: 'staticCharacteristics', set: objectSet('allObjects'), cards: { zone: 'memory', whose: 'opponents' }, changes: [setElement('NORM')], duration: 'untilEndOfTurn' },
    ], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
