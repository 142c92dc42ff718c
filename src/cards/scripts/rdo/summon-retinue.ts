import { cardScript } from '../../define.js';

export default cardScript('summon-retinue', {
  onResolve: [{ op: 'summonToken', token: 'vacuous-servant', count: 2, rested: true, wakeIf: { kind: 'omens', min: 3 } }],
});
