import { cardScript, staticAbility } from '../../define.js';

export default cardScript('banner-raccoon', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['RACCOON'] }, { kind: 'opponentGraveyardEmpty' })],
});
