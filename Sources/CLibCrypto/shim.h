// OpenSSL's libcrypto, for SHA-256 at the speed of the processor's SHA instructions: the lint
// result cache hashes every byte it checks.
#include <openssl/evp.h>
