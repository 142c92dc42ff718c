import { buffPower, cardScript, ifThen, summonToken } from '../../define.js';

export default cardScript('pluming-crescendo', {
  onResolve: [
    // Harmonize.
    ifThen({ kind: 'activatedThisTurn', subtype: 'MELODY' }, [summonToken('fledgling', 2)]),
    buffPower({ ref: 'alliesYouControl', subtype: 'ANIMAL' }, 1),
  ],
});
