import { cardScript, staticAbility } from '../../define.js';

// Every Bird object in the catalog is an ally, so "other Bird objects" are the other Bird allies.
export default cardScript('wingpeak-patriarch', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['BIRD'] })],
});
