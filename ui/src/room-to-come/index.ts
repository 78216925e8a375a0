export {
  RoomCards,
  RoomToCome,
  type RoomCardItem,
  type RoomCardsProps,
  type RoomToComeProps,
} from './room-to-come'
