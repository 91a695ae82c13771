// The one module that takes functions from firebase/app and firebase/auth, by name: it is loaded with import(), and
// a chunk of named imports carries only these (the namespace of firebase/auth drags in popups, redirects and
// IndexedDB persistence the desk never uses: ~37 KB gzip against ~24). The sign-in page loads nothing more of the SDK.
export { initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
