export {
  NewsEditor,
  type NewsEditorField,
  type NewsEditorProps,
  type NewsEditorValues,
} from './news-editor'
