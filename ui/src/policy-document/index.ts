export { PolicyDocument, type PolicyDocumentProps } from './policy-document'
