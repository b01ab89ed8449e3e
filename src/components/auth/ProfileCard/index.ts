export { ProfileCard, type ProfileCardProps, type ProfileCardStatus, type ProfileRow } from './ProfileCard';
