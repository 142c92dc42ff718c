import { buffPower, cardScript, ifThen, modifyLife, target, targetAlly } from '../../define.js';

export default cardScript('chill-to-the-bone', {
  targets: [targetAlly({ attacking: true })],
  onResolve: [
    ifThen({ kind: 'controlsType', type: 'PHANTASIA', min: 2 },
      [buffPower(target(0), -4), modifyLife(target(0), -4)],
      [buffPower(target(0), -2), modifyLife(target(0), -2)]),
  ],
});
