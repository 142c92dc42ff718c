import { cardScript, ifThen, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('bloodshroud-temper', {
  targets: [targetWeapon()],
  // The counters go on before omnishroud: once it has omnishroud the weapon is no longer a legal
  // target for the rest of this resolution. Nothing can happen in between, so the result is the same.
  onResolve: [
    ifThen({ kind: 'damage', min: 20 }, [putCounters(target(0), 'durability', 2)]),
    { op: 'grantKeyword', subject: target(0), keyword: 'omnishroud', duration: 'untilEndOfTurn' },
  ],
});
